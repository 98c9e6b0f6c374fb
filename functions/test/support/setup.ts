import { vi } from 'vitest';
import { recordQueries } from './queryRecorder';

// Test files share a worker (isolate: false) so firebase-admin, Express and the other libraries
// load once; each file still gets fresh app and support modules: its own in-memory caches (offer
// catalogue, configs) and its support modules' afterAll clean-ups.
vi.resetModules();

// Every query's shape goes to firestore.queries.json's check (globalSetup.ts).
recordQueries();
