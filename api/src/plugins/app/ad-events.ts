import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdEvents } from '../../features/ad-events/ad-events';

export default fp(
  async function adEventsPlugin(app: FastifyInstance) {
    app.decorate(
      'adEvents',
      createAdEvents(app.config.AD_EVENTS_URL, app.config.AD_EVENTS_ACCESS_TOKEN, app.log),
    );
  },
  { name: 'ad-events' },
);
