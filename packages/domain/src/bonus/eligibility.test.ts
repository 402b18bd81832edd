import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CampaignBonusStatus,
  type CampaignFacts,
  type PlayerBonusFacts,
  type PlayerFacts,
  activationRefusal,
  bonusStatus,
  campaignStatus,
  ineligibility,
  promotionStatus,
  userBonusStatus,
} from './eligibility';

const NOW = new Date('2026-11-25T12:00:00Z');
const HOUR = 3600 * 1000;
const at = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR);

const campaign = (overrides: Partial<CampaignFacts> = {}): CampaignFacts => ({
  status: 'active',
  validFrom: at(-24),
  validTo: null,
  endedAt: null,
  onlyVerified: false,
  countryCodes: [],
  trigger: null,
  usesCount: null,
  requiresActivation: false,
  ...overrides,
});

const player = (overrides: Partial<PlayerFacts> = {}): PlayerFacts => ({
  verified: true,
  country: 'DE',
  restricted: false,
  ...overrides,
});

const record = (overrides: Partial<PlayerBonusFacts> = {}): PlayerBonusFacts => ({
  state: 'active',
  timesUsed: 0,
  expiredAt: null,
  ...overrides,
});

describe('who may take part in a campaign', () => {
  it('refuses a player under a time-out or self-exclusion whatever the campaign', () => {
    expect(ineligibility(campaign(), player({ restricted: true }))).toBe('restricted');
  });

  it('keeps a verified-only bonus from players without a confirmed e-mail or phone', () => {
    const onlyVerified = campaign({ onlyVerified: true });
    expect(ineligibility(onlyVerified, player({ verified: false }))).toBe('not_verified');
    expect(ineligibility(onlyVerified, player({ verified: true }))).toBeNull();
  });

  it('offers a country-limited bonus only in its countries, not where the country is unknown', () => {
    const german = campaign({ countryCodes: ['DE', 'AT'] });
    expect(ineligibility(german, player({ country: 'AT' }))).toBeNull();
    expect(ineligibility(german, player({ country: 'FR' }))).toBe('country');
    expect(ineligibility(german, player({ country: null }))).toBe('country');
    expect(ineligibility(campaign(), player({ country: null }))).toBeNull();
  });
});

describe('the status a campaign runs in', () => {
  it('is deactivated while switched off, expired past its end or once ended, and not available before it starts', () => {
    expect(campaignStatus(campaign({ status: 'inactive' }), NOW)).toBe('deactivated');
    expect(campaignStatus(campaign({ validTo: at(-1) }), NOW)).toBe('expired');
    expect(campaignStatus(campaign({ validTo: NOW }), NOW)).toBe('expired');
    expect(campaignStatus(campaign({ endedAt: at(-1) }), NOW)).toBe('expired');
    expect(campaignStatus(campaign({ validFrom: at(1) }), NOW)).toBe('not_available');
    expect(campaignStatus(campaign({ validTo: at(1) }), NOW)).toBe('available');
  });

  it('shows visitors the running status only, so a promo-code campaign invites its code', () => {
    expect(promotionStatus(campaign({ trigger: 'promo_code' }), NOW)).toBe('available');
  });
});

describe('the bonus status a player sees', () => {
  it('applies an open campaign by itself, or offers it for activation', () => {
    expect(bonusStatus(campaign(), null, player(), NOW)).toBe('active');
    expect(bonusStatus(campaign({ requiresActivation: true }), null, player(), NOW)).toBe(
      'available',
    );
  });

  it('keeps a promo-code or operator campaign from players it was not issued to', () => {
    expect(bonusStatus(campaign({ trigger: 'promo_code' }), null, player(), NOW)).toBe(
      'not_available',
    );
    expect(bonusStatus(campaign({ trigger: 'operator' }), record(), player(), NOW)).toBe('active');
  });

  it('is over once every use is spent, and over before ineligible', () => {
    const twice = campaign({ usesCount: 2, countryCodes: ['DE'] });
    expect(bonusStatus(twice, record({ timesUsed: 1 }), player(), NOW)).toBe('active');
    expect(bonusStatus(twice, record({ timesUsed: 2 }), player({ country: 'FR' }), NOW)).toBe(
      'bonus_over',
    );
  });

  it("carries the record's own end states and its own expiry", () => {
    expect(bonusStatus(campaign(), record({ state: 'overridden' }), player(), NOW)).toBe(
      'overridden',
    );
    expect(bonusStatus(campaign(), record({ state: 'deactivated' }), player(), NOW)).toBe(
      'deactivated',
    );
    expect(bonusStatus(campaign(), record({ expiredAt: at(-1) }), player(), NOW)).toBe('expired');
    expect(bonusStatus(campaign(), record({ state: 'available' }), player(), NOW)).toBe(
      'available',
    );
  });

  it('lets the operator switch win over everything the player has', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('available', 'active', 'deactivated', 'bonus_over', 'overridden' as const),
        fc.nat(10),
        fc.boolean(),
        (state, timesUsed, restricted) => {
          const status = bonusStatus(
            campaign({ status: 'inactive' }),
            record({ state, timesUsed }),
            player({ restricted }),
            NOW,
          );
          expect(status).toBe('deactivated');
        },
      ),
    );
  });

  it('never offers a restricted player anything', () => {
    const anyCampaign = fc.record({
      status: fc.constantFrom('active' as const, 'inactive' as const),
      validFrom: fc.integer({ min: -48, max: 48 }).map(at),
      validTo: fc.option(fc.integer({ min: -48, max: 48 }).map(at)),
      endedAt: fc.option(fc.integer({ min: -48, max: 48 }).map(at)),
      onlyVerified: fc.boolean(),
      countryCodes: fc.array(fc.constantFrom('DE', 'FR', 'GB'), { maxLength: 2 }),
      trigger: fc.constantFrom(null, 'promo_code' as const, 'operator' as const),
      usesCount: fc.option(fc.integer({ min: 1, max: 5 })),
      requiresActivation: fc.boolean(),
    });
    const anyRecord = fc.option(
      fc.record({
        state: fc.constantFrom(
          'available' as const,
          'active' as const,
          'deactivated' as const,
          'bonus_over' as const,
          'overridden' as const,
        ),
        timesUsed: fc.nat(6),
        expiredAt: fc.option(fc.integer({ min: -48, max: 48 }).map(at)),
      }),
    );
    fc.assert(
      fc.property(anyCampaign, anyRecord, (c, r) => {
        const status = bonusStatus(c, r, player({ restricted: true }), NOW);
        expect(userBonusStatus(status)).toBe('not_available');
        expect(activationRefusal(status)).not.toBeNull();
      }),
    );
  });
});

describe('activation', () => {
  it('takes an available bonus, refuses an active one as already active and the rest as not available', () => {
    const cases: [CampaignBonusStatus, ReturnType<typeof activationRefusal>][] = [
      ['available', null],
      ['active', 'already_active'],
      ['not_available', 'not_available'],
      ['expired', 'not_available'],
      ['bonus_over', 'not_available'],
      ['deactivated', 'not_available'],
    ];
    for (const [status, refusal] of cases) expect(activationRefusal(status)).toBe(refusal);
  });

  it('maps every status to the user bonus status of spec section 3', () => {
    expect(userBonusStatus('active')).toBe('active');
    expect(userBonusStatus('available')).toBe('available');
    expect(userBonusStatus('overridden')).toBe('not_available');
    expect(userBonusStatus('unknown')).toBe('not_available');
  });
});
