// altcha's package.json points the types of "altcha/i18n/*" at files it does not ship.
declare module "altcha/i18n/pt-br";
