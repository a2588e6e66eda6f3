/** The product's fixed words and numbers (docs/product.md, "Constants"). */
export const PRODUCT_NAME = 'Orchestra Classroom';
export const COMPANY_NAME = 'Orchestra Classroom Trust';
export const SUPPORT_EMAIL = 'support@orchestra-classroom.example';
export const CHARITY_SITE_URL = 'https://www.orchestra-classroom.example/';
export const COMPANY_NUMBER = '08523283';
export const CHARITY_NUMBER = '1155738';
export const COLOPHON = `a company limited by guarantee (no. ${COMPANY_NUMBER}) and a charity registered in England and Wales (no. ${CHARITY_NUMBER})`;
/** How long the site waits for the CMS before it says so, rather than spinning for ever. */
export const REQUEST_TIMEOUT_MS = 15_000;
