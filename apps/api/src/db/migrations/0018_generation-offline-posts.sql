-- How many posts of a run the offline writer wrote because the model's answer failed the quality gate twice
-- (or its calls failed): the owner is told, and the figure stays on the run (docs/decisions/0023).
ALTER TABLE "post_generations" ADD COLUMN "offline_posts" integer DEFAULT 0 NOT NULL;
