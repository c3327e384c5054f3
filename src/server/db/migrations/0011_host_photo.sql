-- The host's portrait on the about page (site settings, issue 21): an uploaded photo's /media/ address or an https
-- one. Null shows the illustration the site ships with, as every install did until now.
ALTER TABLE "site_settings" ADD COLUMN "host_photo_url" text;
