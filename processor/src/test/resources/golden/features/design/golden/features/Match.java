package golden.features;

import dev.keyway.annotations.*;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

/** A design with the three of issue #26's design features: a multi-attribute index key, a vector index and table settings. */
@Entity(table = "Tournament")
@TableSettings(maxReadRequestUnits = 2000, maxWriteRequestUnits = 500, warmReadUnitsPerSecond = 15000,
               deletionProtection = true, pointInTimeRecovery = true, recoveryPeriodInDays = 14,
               tableClass = TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS)
@PartitionKey("MATCH#<matchId>")
@MultiAttributeGsi(index = "ByRegion", partitionKey = {"tournament", "region"}, sortKey = {"round", "playedOn"},
                   projection = Projection.INCLUDE, include = {"score"})
@VectorIndex(index = "SimilarMatches", component = "embedding", dimensions = 3, distance = VectorDistance.EUCLIDEAN,
             partitionKey = "tournament", filters = {"region"})
@AccessPattern(name = "byRegion", index = "ByRegion")
@AccessPattern(name = "similar", index = "SimilarMatches")
public record Match(String matchId, String tournament, String region, int round, LocalDate playedOn,
                    BigDecimal score, List<Float> embedding) {
}
