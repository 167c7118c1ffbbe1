-- A site's customer-service hours become structured (days, opens, closes) so every language can show them;
-- the free text they replace cannot be read reliably, so a stored site starts with none until edited or re-seeded.
UPDATE "sites" SET "contact" = ("contact" - 'workingTime') || '{"workingHours": []}'::jsonb WHERE NOT ("contact" ? 'workingHours');
