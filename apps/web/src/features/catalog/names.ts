// Public entry of the catalog (decision 0021): market and outcome names in the page language.
export { useCatalogNames } from './components/use-catalog-names';
export { type CatalogNames, localizeMarket } from './model/catalog-names';
