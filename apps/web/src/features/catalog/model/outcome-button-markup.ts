// What a price button's markup carries (decision 0068). The button is plain server-rendered
// HTML; one controller in the browser reads these attributes back to toggle the selection and
// writes ticks and state changes into them. Constants only: the page's first-load code imports
// them without the price formatting (`outcome-texts.ts`).

/** Every price button: `<button data-outcome-key="matchId:marketId:specifier:outcomeId">`. */
export const OUTCOME_KEY_ATTRIBUTE = 'data-outcome-key';
export const OUTCOME_BUTTON_SELECTOR = `button[${OUTCOME_KEY_ATTRIBUTE}]`;
/**
 * Buttons inside an element marked with this attribute (a match row, a market) share one
 * observed target, so the browser computes one intersection per row instead of one per price.
 */
export const OUTCOME_GROUP_ATTRIBUTE = 'data-outcome-group';

/**
 * The attributes a button's texts are made from, beside the key, price and state. The outcome's
 * name is the button's `title` where it has one, else this attribute.
 */
export const OUTCOME_NAME_ATTRIBUTE = 'data-name';
/** Only when the visible label differs from the name ("1" for "Arsenal" in match rows). */
export const OUTCOME_LABEL_ATTRIBUTE = 'data-label';
/**
 * The market's name: on the button, or on an enclosing element for buttons of one market (a
 * match row's prices, a market's line), so a list does not repeat it on every price.
 */
export const OUTCOME_MARKET_ATTRIBUTE = 'data-market';
/** How the accessible name names the outcome; absent means 'plain'. */
export const OUTCOME_KIND_ATTRIBUTE = 'data-kind';
/**
 * Present while the outcome is not active. A suspended button shows only "suspended", so
 * without it a suspended, inactive outcome would read as active once its market reopens.
 */
export const OUTCOME_INACTIVE_ATTRIBUTE = 'data-inactive';
