// Development: the API on DEV_API_PORT (3001) and Vite with hot reload on 5173, in one process.
import { createServer } from 'vite';

process.env.PORT = process.env.DEV_API_PORT ?? '3001';
await import('./main');
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();
