/** The version the health answer and the API documentation state. */
export const APP_VERSION = '0.1.0';
