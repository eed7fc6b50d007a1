package dev.keyway.it.limits.entities;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;

/**
 * An entity at DynamoDB's index limits: 20 global indexes (the default quota, so no KW078 warning),
 * 5 local indexes (KW077's maximum) and 5 INCLUDE projections of 19 attributes each, 20 per index
 * and 100 over the table with the {@code _type} Keyway adds (KW081's and KW080's maxima).
 */
@Entity(table = "Limits")
@PartitionKey("GROUP#<group>")
@SortKey("ITEM#<id>")
@Gsi(index = "G01", partitionKey = "G01#<g01>", sortKey = "<id>", projection = Projection.INCLUDE,
        include = {"a01", "a02", "a03", "a04", "a05", "a06", "a07", "a08", "a09", "a10",
                   "a11", "a12", "a13", "a14", "a15", "a16", "a17", "a18", "a19"})
@Gsi(index = "G02", partitionKey = "G02#<g02>", sortKey = "<id>", projection = Projection.INCLUDE,
        include = {"a01", "a02", "a03", "a04", "a05", "a06", "a07", "a08", "a09", "a10",
                   "a11", "a12", "a13", "a14", "a15", "a16", "a17", "a18", "a19"})
@Gsi(index = "G03", partitionKey = "G03#<g03>", sortKey = "<id>", projection = Projection.INCLUDE,
        include = {"a01", "a02", "a03", "a04", "a05", "a06", "a07", "a08", "a09", "a10",
                   "a11", "a12", "a13", "a14", "a15", "a16", "a17", "a18", "a19"})
@Gsi(index = "G04", partitionKey = "G04#<g04>", sortKey = "<id>", projection = Projection.INCLUDE,
        include = {"a01", "a02", "a03", "a04", "a05", "a06", "a07", "a08", "a09", "a10",
                   "a11", "a12", "a13", "a14", "a15", "a16", "a17", "a18", "a19"})
@Gsi(index = "G05", partitionKey = "G05#<g05>", sortKey = "<id>", projection = Projection.INCLUDE,
        include = {"a01", "a02", "a03", "a04", "a05", "a06", "a07", "a08", "a09", "a10",
                   "a11", "a12", "a13", "a14", "a15", "a16", "a17", "a18", "a19"})
@Gsi(index = "G06", partitionKey = "G06#<g06>", sortKey = "<id>")
@Gsi(index = "G07", partitionKey = "G07#<g07>", sortKey = "<id>")
@Gsi(index = "G08", partitionKey = "G08#<g08>", sortKey = "<id>")
@Gsi(index = "G09", partitionKey = "G09#<g09>", sortKey = "<id>")
@Gsi(index = "G10", partitionKey = "G10#<g10>", sortKey = "<id>")
@Gsi(index = "G11", partitionKey = "G11#<g11>", sortKey = "<id>")
@Gsi(index = "G12", partitionKey = "G12#<g12>", sortKey = "<id>")
@Gsi(index = "G13", partitionKey = "G13#<g13>", sortKey = "<id>")
@Gsi(index = "G14", partitionKey = "G14#<g14>", sortKey = "<id>")
@Gsi(index = "G15", partitionKey = "G15#<g15>", sortKey = "<id>")
@Gsi(index = "G16", partitionKey = "G16#<g16>", sortKey = "<id>")
@Gsi(index = "G17", partitionKey = "G17#<g17>", sortKey = "<id>")
@Gsi(index = "G18", partitionKey = "G18#<g18>", sortKey = "<id>")
@Gsi(index = "G19", partitionKey = "G19#<g19>", sortKey = "<id>")
@Gsi(index = "G20", partitionKey = "G20#<g20>", sortKey = "<id>")
@Lsi(index = "Ls1", sortKey = "LS1#<l1>")
@Lsi(index = "Ls2", sortKey = "LS2#<l2>")
@Lsi(index = "Ls3", sortKey = "LS3#<l3>")
@Lsi(index = "Ls4", sortKey = "LS4#<l4>")
@Lsi(index = "Ls5", sortKey = "LS5#<l5>")
@AccessPattern(name = "itemsOf")
@AccessPattern(name = "byG01", index = "G01")
@AccessPattern(name = "byG02", index = "G02")
@AccessPattern(name = "byG03", index = "G03")
@AccessPattern(name = "byG04", index = "G04")
@AccessPattern(name = "byG05", index = "G05")
@AccessPattern(name = "byG06", index = "G06")
@AccessPattern(name = "byG07", index = "G07")
@AccessPattern(name = "byG08", index = "G08")
@AccessPattern(name = "byG09", index = "G09")
@AccessPattern(name = "byG10", index = "G10")
@AccessPattern(name = "byG11", index = "G11")
@AccessPattern(name = "byG12", index = "G12")
@AccessPattern(name = "byG13", index = "G13")
@AccessPattern(name = "byG14", index = "G14")
@AccessPattern(name = "byG15", index = "G15")
@AccessPattern(name = "byG16", index = "G16")
@AccessPattern(name = "byG17", index = "G17")
@AccessPattern(name = "byG18", index = "G18")
@AccessPattern(name = "byG19", index = "G19")
@AccessPattern(name = "byG20", index = "G20")
@AccessPattern(name = "byLS1", index = "Ls1", consistentRead = true)
@AccessPattern(name = "byLS2", index = "Ls2", consistentRead = true)
@AccessPattern(name = "byLS3", index = "Ls3", consistentRead = true)
@AccessPattern(name = "byLS4", index = "Ls4", consistentRead = true)
@AccessPattern(name = "byLS5", index = "Ls5", consistentRead = true)
public record Wide(String group,
                   String id,
                   String g01,
                   String g02,
                   String g03,
                   String g04,
                   String g05,
                   String g06,
                   String g07,
                   String g08,
                   String g09,
                   String g10,
                   String g11,
                   String g12,
                   String g13,
                   String g14,
                   String g15,
                   String g16,
                   String g17,
                   String g18,
                   String g19,
                   String g20,
                   String l1,
                   String l2,
                   String l3,
                   String l4,
                   String l5,
                   String a01,
                   String a02,
                   String a03,
                   String a04,
                   String a05,
                   String a06,
                   String a07,
                   String a08,
                   String a09,
                   String a10,
                   String a11,
                   String a12,
                   String a13,
                   String a14,
                   String a15,
                   String a16,
                   String a17,
                   String a18,
                   String a19) {
}
