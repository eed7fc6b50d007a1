package dev.keyway.it.designs.location;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A store; the location index narrows a country's stores to a state, a city, a postcode. */
@Entity(table = "Locations")
@PartitionKey("STORE#<storeId>")
@SortKey("STORE")
@Gsi(index = "ByLocation", partitionKey = "COUNTRY#<country>", sortKey = "<state>#<city>#<postcode>#<storeId>")
@AccessPattern(name = "storesIn", index = "ByLocation")
public record Store(String storeId, String country, String state, String city, String postcode, String name) {}
