export const handle = { crumb: 'Terms and Conditions' };
