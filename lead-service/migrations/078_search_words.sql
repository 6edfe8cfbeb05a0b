-- A whole e-mail address pasted into the desk's search is looked up as one word of the lead's search text
-- (desk/desk-search.ts). The trigram index finds any fragment, but an address shares most of its trigrams with
-- thousands of others („info“, „kontakt“, „@gmail.com“, „@web.de“), and intersecting those lists took about a
-- second at a million leads; the words index answers from the address's own short list.
CREATE FUNCTION lead_search_words(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_to_array(value, ' ')
$$;
CREATE INDEX leads_search_words_idx ON leads USING gin (lead_search_words(search_text));
