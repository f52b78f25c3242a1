/** The worker's file name under the site's base URL: fixed, so that every build updates the same registration. */
export const workerFile = 'sw.js';
