import {
  productLineMetadata,
  productLinePage,
} from '../../../features/product-lines/product-line-page';

/** Spec section 2 `/virtual-gaming-arena`: shown when the operator switched the product line on. */
export const generateMetadata = productLineMetadata('virtual_gaming_arena');
export default productLinePage('virtual_gaming_arena');
