package golden.indexes;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;
import java.time.Instant;
import java.util.Optional;

/**
 * An article with every kind of index: a global index projecting everything, a global one without
 * a sort key, a sparse keys-only one (only featured articles have its key), a global one projecting
 * some attributes, and two local ones (all attributes; some).
 */
@Entity(table = "Articles")
@PartitionKey("AUTHOR#<author>")
@SortKey("ARTICLE#<articleId>")
@Gsi(index = "ByTopic", partitionKey = "TOPIC#<topic>", sortKey = "<publishedAt>#<articleId>")
@Gsi(index = "BySlug", partitionKey = "SLUG#<slug>")
@Gsi(index = "Featured", partitionKey = "FEATURED#<featured>", sortKey = "<publishedAt>",
        projection = Projection.KEYS_ONLY)
@Gsi(index = "ByLanguage", partitionKey = "LANG#<language>", sortKey = "<publishedAt>",
        projection = Projection.INCLUDE, include = {"title", "slug"})
@Lsi(index = "ByPublished", sortKey = "PUBLISHED#<publishedAt>")
@Lsi(index = "ByWords", sortKey = "WORDS#<words>#<articleId>", projection = Projection.INCLUDE, include = {"title"})
@AccessPattern(name = "articlesOf")
@AccessPattern(name = "byTopic", index = "ByTopic", descending = true)
@AccessPattern(name = "bySlug", index = "BySlug")
@AccessPattern(name = "featured", index = "Featured")
@AccessPattern(name = "byLanguage", index = "ByLanguage")
@AccessPattern(name = "publishedBy", index = "ByPublished")
@AccessPattern(name = "byWords", index = "ByWords", consistentRead = true)
public record Article(String author, String articleId, String topic, String slug, Optional<String> featured,
                      String language, Instant publishedAt, int words, String title, String body) {}
