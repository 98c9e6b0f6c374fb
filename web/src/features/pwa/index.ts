export { PwaAgent } from './PwaAgent';
export { InstallPrompt } from './InstallPrompt';
export { listenForInstallOffer } from './installOffer';
