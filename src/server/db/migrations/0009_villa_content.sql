-- The villa's texts in the other languages and its guests' stay details (DESIGN 7.3 content): one document per
-- villa, read and written whole. The English title, description and address stay in their own columns, which every
-- reader without a language (mails, the back office's lists) keeps reading.
ALTER TABLE "villas" ADD COLUMN "content" jsonb DEFAULT '{}'::jsonb NOT NULL;
