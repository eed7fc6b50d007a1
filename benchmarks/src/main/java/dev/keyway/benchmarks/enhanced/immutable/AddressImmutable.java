package dev.keyway.benchmarks.enhanced.immutable;

import dev.keyway.benchmarks.model.Address;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;

/** {@link Address} for {@code TableSchema.fromImmutableClass}. */
@DynamoDbImmutable(builder = AddressImmutable.Builder.class)
public record AddressImmutable(String street, String city, String postalCode, String country, String instructions) {

    public static AddressImmutable from(Address a) {
        return new AddressImmutable(a.street(), a.city(), a.postalCode(), a.country(), a.instructions());
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The builder the Enhanced Client fills. */
    public static final class Builder {
        private String street;
        private String city;
        private String postalCode;
        private String country;
        private String instructions;

        public Builder street(String v) { street = v; return this; }
        public Builder city(String v) { city = v; return this; }
        public Builder postalCode(String v) { postalCode = v; return this; }
        public Builder country(String v) { country = v; return this; }
        public Builder instructions(String v) { instructions = v; return this; }

        public AddressImmutable build() {
            return new AddressImmutable(street, city, postalCode, country, instructions);
        }
    }
}
