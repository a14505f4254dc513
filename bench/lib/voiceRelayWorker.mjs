// The worker's entry: tsx's loader registered in this thread, then the TypeScript server module.
import { register } from 'tsx/esm/api';

register();
await import('./voiceRelayServer.ts');
