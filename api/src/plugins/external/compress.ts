import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function compressPlugin(app: FastifyInstance) {
    // Feed pages travel to phones on mobile networks: anything over 1 KB goes out as br or gzip.
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
