export { PushAgent } from './PushAgent';
