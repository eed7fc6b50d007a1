package dev.keyway.it.types;

import dev.keyway.annotations.Attribute;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;

/** Every component type Keyway stores. */
@Entity(table = "Types")
@PartitionKey("THING#<id>")
@SortKey("V#<version>")
public record Everything(
        UUID id, int version,
        String text, boolean flag, Boolean boxedFlag,
        byte tiny, Byte boxedTiny, short small, Short boxedSmall, int number, Integer boxedNumber,
        long big, Long boxedBig, float ratio, Float boxedRatio, double measure, Double boxedMeasure,
        BigDecimal money, BigInteger huge,
        Instant at, LocalDate day, LocalDateTime local,
        Color color, byte[] bytes, SdkBytes sdkBytes, ByteBuffer buffer,
        List<String> names, List<List<Integer>> matrix, Set<String> tags, Set<Integer> counts,
        Set<BigDecimal> prices, Set<SdkBytes> blobs, Map<String, Integer> scores,
        Map<String, List<Point>> paths, Point origin, Tree tree,
        Optional<String> nickname, Optional<Point> home, Optional<Integer> rank,
        @Attribute("renamed") String storedElsewhere, Price price) {

    /** An enum stored by name. */
    public enum Color { RED, GREEN, BLUE }

    /** A nested record, stored as a map. */
    public record Point(double x, double y, String label) {}

    /**
     * An amount whose scale matters. DynamoDB normalizes numbers (19.90 is stored as 19.9), so
     * the compact constructor fixes the scale and the record round-trips exactly.
     */
    public record Price(BigDecimal amount, String currency) {
        public Price {
            amount = amount == null ? null : amount.setScale(2, java.math.RoundingMode.UNNECESSARY);
        }
    }

    /** A recursive record. */
    public record Tree(String name, List<Tree> children) {}
}
