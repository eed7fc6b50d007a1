package dev.keyway.it.designs.recipes;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.VectorIndex;
import java.util.List;

/**
 * A cook's note on a recipe, in the same table and with its own embedding under the same attribute:
 * a search of recipes never returns notes (Keyway filters every search on the entity type).
 */
@Entity(table = "Recipes")
@PartitionKey("RECIPE#<recipeId>")
@SortKey("NOTE#<id>")
@VectorIndex(index = "NoteEmbeddings", component = "embedding", dimensions = 4)
public record Note(String recipeId, String id, String text, List<Float> embedding) {
}
