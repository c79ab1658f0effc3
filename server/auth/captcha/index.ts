export { registerCaptchaRoutes } from './routes';
export { captchaPolicy, createPuzzle, checkPuzzle, redeemPass, requirePass } from './service';
export { PUZZLE } from './puzzle';
