-- Row-level security evaluates a query's conditions after the tenant policy unless their functions
-- are LEAKPROOF, and so cannot search a GIN index with them: every search, attribute filter or
-- name look-up would read the whole tenant. These operators return a boolean computed from
-- their arguments only and raise no error that depends on the data, so marking them leakproof
-- lets the indexes serve while the policy still applies. It needs a superuser (PGlite is one);
-- elsewhere the migration goes on, and the queries stay correct but slower.
DO $$
BEGIN
  ALTER FUNCTION ts_match_vq(tsvector, tsquery) LEAKPROOF;
  ALTER FUNCTION arraycontains(anyarray, anyarray) LEAKPROOF;
  ALTER FUNCTION arrayoverlap(anyarray, anyarray) LEAKPROOF;
  ALTER FUNCTION textlike(text, text) LEAKPROOF;
  ALTER FUNCTION word_similarity_commutator_op(text, text) LEAKPROOF;
  ALTER FUNCTION word_similarity_op(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'search operators left as they are (not a superuser): catalog search will not use its indexes under row-level security';
END $$;
