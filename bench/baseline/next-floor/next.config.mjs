/** The framework floor builds with Next.js defaults. */
const config = {};
export default config;
