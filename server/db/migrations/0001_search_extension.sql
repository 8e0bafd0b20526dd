-- Trigram matching for partial, case-tolerant search (PostgreSQL contrib; PGlite loads it in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
