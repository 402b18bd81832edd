// Public entry of the catalog (decision 0021): a country's name in the page language.
export { countryName } from './model/country';
