-- Reads older than 24 hours are pruned once per charge that records reads (chargeReads, server/subscriptions/usage.ts)
-- instead of by a row trigger: a gene action records up to 10,000 reads in one statement, and the trigger ran its
-- DELETE once for each of them, about a third of that charge's time in the request thread.
DROP TRIGGER record_reads_prune;
