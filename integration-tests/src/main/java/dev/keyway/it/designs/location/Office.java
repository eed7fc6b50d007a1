package dev.keyway.it.designs.location;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A company's office, sorted in the company's partition by {@code OFFICE#USA#WA#SEATTLE#<officeId>}. */
@Entity(table = "Locations")
@PartitionKey("COMPANY#<companyId>")
@SortKey("OFFICE#<country>#<state>#<city>#<officeId>")
@AccessPattern(name = "officesOf")
public record Office(String companyId,
                     @KeyFormat(raw = true, casing = KeyFormat.Case.UPPER) String country,
                     @KeyFormat(raw = true, casing = KeyFormat.Case.UPPER) String state,
                     @KeyFormat(raw = true, casing = KeyFormat.Case.UPPER) String city,
                     String officeId, int desks) {}
