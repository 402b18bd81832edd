import { sitePageRoute } from '../../../features/pages/site-page-route';

// Spec section 2's static information page: stored content the operator edits (decision 0044).
const route = sitePageRoute('about');
export const generateMetadata = route.generateMetadata;
export default route.Page;
