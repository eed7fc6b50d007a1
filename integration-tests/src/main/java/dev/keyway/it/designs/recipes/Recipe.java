package dev.keyway.it.designs.recipes;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.VectorDistance;
import dev.keyway.annotations.VectorIndex;
import java.util.List;
import java.util.Optional;

/** A recipe whose embedding (of its title and steps) may not be computed yet. */
@Entity(table = "Recipes")
@PartitionKey("RECIPE#<id>")
@SortKey("RECIPE")
@Gsi(index = "GSI1", partitionKey = "AUTHOR#<author>", sortKey = "<title>")
@VectorIndex(index = "RecipeEmbeddings", component = "embedding", dimensions = 4, distance = VectorDistance.COSINE,
        partitionKey = "cuisine", filters = "course")
@VectorIndex(index = "RecipeDistances", component = "embedding", dimensions = 4, distance = VectorDistance.EUCLIDEAN)
@AccessPattern(name = "byAuthor", index = "GSI1")
@AccessPattern(name = "similar", index = "RecipeEmbeddings")
@AccessPattern(name = "closest", index = "RecipeDistances")
public record Recipe(String id, String author, String title, String cuisine, Course course,
                     Optional<List<Float>> embedding) {

    /** Where a recipe comes in a meal. */
    public enum Course { STARTER, MAIN, DESSERT }
}
