import { buildOrder } from './build-order/definition.js';
import { calmStretch } from './calm-stretch/definition.js';
import { courierRoutes } from './courier-routes/definition.js';
import { studioBookings } from './studio-bookings/definition.js';
import { expenseLedger } from './expense-ledger/definition.js';
import { islandGrowth } from './island-growth/definition.js';
import { kvStore } from './kv-store/definition.js';
import { parkingGarage } from './parking-garage/definition.js';
import { rateLimiter } from './rate-limiter/definition.js';
import { stationLedger } from './station-ledger/definition.js';
import type { ProblemDefinition } from './types.js';

export type { ProblemDefinition, ProblemLevel, TestCase } from './types.js';

export const problemBank: readonly ProblemDefinition[] = [
  stationLedger,
  calmStretch,
  courierRoutes,
  studioBookings,
  islandGrowth,
  buildOrder,
  parkingGarage,
  rateLimiter,
  kvStore,
  expenseLedger,
];
