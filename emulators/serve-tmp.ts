import { startProdServer } from './bench/prodServer';
const s = await startProdServer({ firebaseJson: '/work/main/firebase.json', apiTarget: 'http://127.0.0.1:5000' });
console.log(JSON.stringify(Object.keys(s)), (s as any).origin ?? (s as any).url);
setInterval(() => {}, 1 << 30);
