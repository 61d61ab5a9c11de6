-- The three plans of the commercial model (spec part 1 §9); administrators edit them afterwards.
INSERT INTO "subscription_plans" ("id", "name", "description", "price_monthly_cents", "price_yearly_cents", "features", "posts_per_month", "networks", "library_size", "sort_order") VALUES
('starter', 'Starter', 'Pour démarrer sur un réseau social', 1900, 19000, '["12 posts par mois","1 réseau social","Bibliothèque de 100 médias","Programmation automatique"]'::jsonb, 12, 1, 100, 1),
('rocket', 'Rocket', 'Pour publier régulièrement partout', 3900, 39000, '["30 posts par mois","3 réseaux sociaux","Bibliothèque de 500 médias","Programmation automatique","Analyse de votre site web"]'::jsonb, 30, 3, 500, 2),
('pro', 'Pro', 'Pour les entreprises très actives', 7900, 79000, '["90 posts par mois","3 réseaux sociaux","Bibliothèque de 2 000 médias","Programmation automatique","Analyse de votre site web","Support prioritaire"]'::jsonb, 90, 3, 2000, 3)
ON CONFLICT ("id") DO NOTHING;
