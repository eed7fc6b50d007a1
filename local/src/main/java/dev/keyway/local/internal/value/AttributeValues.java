package dev.keyway.local.internal.value;

import dev.keyway.local.internal.ServiceError;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks, normalises and orders attribute values as DynamoDB does: exactly one type per value, numbers
 * of at most 38 significant digits between 1E-130 and 9.9999999999999999999999999999999999999E+125
 * stored in canonical form ({@code 1.50} is {@code 1.5}), sets non-empty and without duplicates,
 * strings and binaries compared by unsigned bytes (UTF-8 for strings).
 */
public final class AttributeValues {

    private static final String INVALID = "One or more parameter values were invalid: ";
    /**
     * DynamoDB nests documents at most 32 levels deep, the attribute itself being level 1 (Developer Guide,
     * "Data types": "DynamoDB supports nested attributes up to 32 levels deep"): a list or map may sit at
     * level 31 at most, since what it holds is one level further down. An empty list or map at level 32
     * is refused too, as DynamoDB refuses it (the integration test {@code NestingLimitTest} sends one).
     */
    public static final int MAX_DEPTH = 32;

    private AttributeValues() {
    }

    /**
     * Checks every value of an item (or key) a request brings and returns it with numbers, number sets
     * and nested values in canonical form.
     *
     * @param parameter the request parameter, for messages ({@code Item}, {@code Key})
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} with DynamoDB's message
     */
    public static Map<String, AttributeValue> checkItem(Map<String, AttributeValue> item, String parameter) {
        Map<String, AttributeValue> checked = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> entry : item.entrySet()) {
            if (entry.getKey() == null || entry.getKey().isEmpty()) {
                // Developer Guide, naming rules: attribute names "must be at least one character long". The
                // exact text DynamoDB answers was not found; this follows its "One or more parameter values
                // were invalid" family.
                throw ServiceError.validation(INVALID + "An attribute name may not be empty");
            }
            checked.put(entry.getKey(), check(entry.getValue(), 1));
        }
        return checked;
    }

    /**
     * Refuses an item whose documents nest deeper than DynamoDB allows (see {@link #MAX_DEPTH}), for items
     * an update expression built from values that were each within the limit.
     *
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} with DynamoDB's message
     */
    public static void checkDepth(Map<String, AttributeValue> item) {
        for (AttributeValue value : item.values()) {
            checkDepth(value, 1);
        }
    }

    private static void checkDepth(AttributeValue value, int depth) {
        if (value.hasL()) {
            requireContainerDepth(depth);
            for (AttributeValue element : value.l()) {
                checkDepth(element, depth + 1);
            }
        } else if (value.hasM()) {
            requireContainerDepth(depth);
            for (AttributeValue member : value.m().values()) {
                checkDepth(member, depth + 1);
            }
        }
    }

    /** A list or map at {@code depth} holds values at {@code depth + 1}, which must be within the limit. */
    private static void requireContainerDepth(int depth) {
        if (depth >= MAX_DEPTH) {
            throw nestedTooDeep();
        }
    }

    /** Checks and canonicalises one value (see {@link #checkItem}). */
    public static AttributeValue checkValue(AttributeValue value, String parameter) {
        return check(value, 1);
    }

    private static AttributeValue check(AttributeValue value, int depth) {
        if (value == null) {
            throw ServiceError.validation(
                    "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
        }
        int types = typeCount(value);
        if (types == 0) {
            throw ServiceError.validation(
                    "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
        }
        if (types > 1) {
            throw ServiceError.validation("Supplied AttributeValue has more than one datatypes set, "
                    + "must contain exactly one of the supported datatypes");
        }
        if (value.s() != null || value.b() != null || value.bool() != null) {
            return value;
        }
        if (value.n() != null) {
            String canonical = Numbers.canonical(value.n());
            return canonical.equals(value.n()) ? value : AttributeValue.fromN(canonical);
        }
        if (value.nul() != null) {
            if (!value.nul()) {
                throw ServiceError.validation(INVALID + "Null attribute value types must have the value of true");
            }
            return value;
        }
        if (value.hasSs()) {
            checkStringSet(value.ss());
            return value;
        }
        if (value.hasNs()) {
            return AttributeValue.fromNs(checkNumberSet(value.ns()));
        }
        if (value.hasBs()) {
            checkBinarySet(value.bs());
            return value;
        }
        // Only lists and maps remain: each holds its values one level further down.
        requireContainerDepth(depth);
        if (value.hasL()) {
            List<AttributeValue> list = new ArrayList<>(value.l().size());
            for (AttributeValue element : value.l()) {
                list.add(check(element, depth + 1));
            }
            return AttributeValue.fromL(list);
        }
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
            map.put(entry.getKey(), check(entry.getValue(), depth + 1));
        }
        return AttributeValue.fromM(map);
    }

    static ServiceError nestedTooDeep() {
        return ServiceError.validation("Nesting Levels have exceeded supported limits: "
                + "Attributes in the item have nested levels beyond supported limit");
    }

    private static int typeCount(AttributeValue value) {
        int count = 0;
        count += value.s() != null ? 1 : 0;
        count += value.n() != null ? 1 : 0;
        count += value.b() != null ? 1 : 0;
        count += value.bool() != null ? 1 : 0;
        count += value.nul() != null ? 1 : 0;
        count += value.hasSs() ? 1 : 0;
        count += value.hasNs() ? 1 : 0;
        count += value.hasBs() ? 1 : 0;
        count += value.hasL() ? 1 : 0;
        count += value.hasM() ? 1 : 0;
        return count;
    }

    private static void checkStringSet(List<String> set) {
        if (set.isEmpty()) {
            throw ServiceError.validation(INVALID + "An string set  may not be empty");
        }
        // DynamoDB quotes the members in byte order up to the first repeat, then the repeat, then the rest as sent.
        TreeSet<String> seen = new TreeSet<>(AttributeValues::compareStrings);
        for (int i = 0; i < set.size(); i++) {
            String member = set.get(i);
            if (member == null) {
                throw ServiceError.validation(INVALID + "An string set may not contain null members");
            }
            if (!seen.add(member)) {
                List<String> shown = new ArrayList<>();
                seen.forEach(s -> shown.add('"' + s + '"'));
                shown.add('"' + member + '"');
                set.subList(i + 1, set.size()).forEach(s -> shown.add('"' + s + '"'));
                throw ServiceError.validation(
                        INVALID + "Input collection [" + String.join(", ", shown) + "] contains duplicates.");
            }
        }
    }

    private static List<String> checkNumberSet(List<String> set) {
        if (set.isEmpty()) {
            throw ServiceError.validation(INVALID + "An number set  may not be empty");
        }
        List<String> canonical = new ArrayList<>(set.size());
        Set<String> seen = new HashSet<>();
        for (String member : set) {
            String number = Numbers.canonical(member);
            canonical.add(number);
            if (!seen.add(number)) {
                throw ServiceError.validation(INVALID + "Input collection contains duplicates.");
            }
        }
        return canonical;
    }

    private static void checkBinarySet(List<SdkBytes> set) {
        if (set.isEmpty()) {
            throw ServiceError.validation(INVALID + "Binary sets should not be empty");
        }
        TreeSet<SdkBytes> seen = new TreeSet<>(AttributeValues::compareBytes);
        for (int i = 0; i < set.size(); i++) {
            SdkBytes member = set.get(i);
            if (member == null) {
                throw ServiceError.validation(INVALID + "Binary sets may not contain null or empty values");
            }
            if (!seen.add(member)) {
                List<String> shown = new ArrayList<>();
                seen.forEach(b -> shown.add(quotedBase64(b)));
                shown.add(quotedBase64(member));
                set.subList(i + 1, set.size()).forEach(b -> shown.add(quotedBase64(b)));
                throw ServiceError.validation(INVALID + "Input collection [" + String.join(",", shown)
                        + "]of type BS contains duplicates.");
            }
        }
    }

    private static String quotedBase64(SdkBytes bytes) {
        return '"' + Base64.getEncoder().encodeToString(bytes.asByteArrayUnsafe()) + '"';
    }

    /**
     * The order of key values of one type (S, N or B) in a sort key or partition: strings by UTF-8 bytes,
     * numbers by value, binaries by unsigned bytes.
     */
    public static Comparator<AttributeValue> keyOrder() {
        return AttributeValues::compareKeys;
    }

    private static int compareKeys(AttributeValue a, AttributeValue b) {
        String typeA = typeName(a);
        String typeB = typeName(b);
        if (!typeA.equals(typeB)) {
            return typeA.compareTo(typeB);
        }
        switch (typeA) {
            case "S":
                return compareStrings(a.s(), b.s());
            case "N":
                return Numbers.compare(a.n(), b.n());
            case "B":
                return compareBytes(a.b(), b.b());
            default:
                throw new IllegalArgumentException("not a key type: " + typeA);
        }
    }

    /**
     * Compares strings by their UTF-8 bytes, which is the order of their code points (Java's
     * {@code compareTo} orders UTF-16 units, putting supplementary characters before U+E000..U+FFFF).
     */
    public static int compareStrings(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i);
            int cb = b.codePointAt(j);
            if (ca != cb) {
                return Integer.compare(ca, cb);
            }
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Boolean.compare(i < a.length(), j < b.length());
    }

    /** Compares binaries as unsigned bytes, shorter first when one is a prefix of the other. */
    public static int compareBytes(SdkBytes a, SdkBytes b) {
        byte[] x = a.asByteArrayUnsafe();
        byte[] y = b.asByteArrayUnsafe();
        int common = Math.min(x.length, y.length);
        for (int i = 0; i < common; i++) {
            int cmp = Integer.compare(x[i] & 0xff, y[i] & 0xff);
            if (cmp != 0) {
                return cmp;
            }
        }
        return Integer.compare(x.length, y.length);
    }

    /** Whether two values are equal as DynamoDB compares them (numbers by value, sets ignoring order). */
    public static boolean sameValue(AttributeValue a, AttributeValue b) {
        if (a == null || b == null) {
            return a == b;
        }
        String type = typeName(a);
        if (!type.equals(typeName(b))) {
            return false;
        }
        switch (type) {
            case "S":
                return a.s().equals(b.s());
            case "N":
                return Numbers.compare(a.n(), b.n()) == 0;
            case "B":
                return a.b().equals(b.b());
            case "BOOL":
                return a.bool().equals(b.bool());
            case "NULL":
                return true;
            case "SS":
                return new HashSet<>(a.ss()).equals(new HashSet<>(b.ss()));
            case "NS":
                return numberSet(a.ns()).equals(numberSet(b.ns()));
            case "BS":
                return new HashSet<>(a.bs()).equals(new HashSet<>(b.bs()));
            case "L":
                return sameList(a.l(), b.l());
            case "M":
                return sameMap(a.m(), b.m());
            default:
                return false;
        }
    }

    private static Set<BigDecimal> numberSet(List<String> numbers) {
        Set<BigDecimal> set = new HashSet<>();
        for (String n : numbers) {
            set.add(Numbers.value(n).stripTrailingZeros());
        }
        return set;
    }

    private static boolean sameList(List<AttributeValue> a, List<AttributeValue> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!sameValue(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameMap(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (Map.Entry<String, AttributeValue> entry : a.entrySet()) {
            if (!sameValue(entry.getValue(), b.get(entry.getKey()))) {
                return false;
            }
        }
        return true;
    }

    /** S, N or B for a scalar value (the types a key attribute may have), otherwise {@code null}. */
    public static String scalarTypeName(AttributeValue value) {
        if (value.s() != null) {
            return "S";
        }
        if (value.n() != null) {
            return "N";
        }
        if (value.b() != null) {
            return "B";
        }
        return null;
    }

    /** The type's name as DynamoDB's messages and the condition functions write it: S, N, B, SS, NS, BS, M, L, NULL, BOOL. */
    public static String typeName(AttributeValue value) {
        String scalar = scalarTypeName(value);
        if (scalar != null) {
            return scalar;
        }
        if (value.bool() != null) {
            return "BOOL";
        }
        if (value.nul() != null) {
            return "NULL";
        }
        if (value.hasSs()) {
            return "SS";
        }
        if (value.hasNs()) {
            return "NS";
        }
        if (value.hasBs()) {
            return "BS";
        }
        if (value.hasL()) {
            return "L";
        }
        if (value.hasM()) {
            return "M";
        }
        return "NULL";
    }

    /** The value as DynamoDB writes it in messages: {@code {S:abc}}, {@code {N:5}}. */
    public static String describe(AttributeValue value) {
        String type = typeName(value);
        switch (type) {
            case "S":
                return "{" + type + ":" + value.s() + "}";
            case "N":
                return "{" + type + ":" + value.n() + "}";
            case "B":
                return "{" + type + ":" + Base64.getEncoder().encodeToString(value.b().asByteArrayUnsafe()) + "}";
            default:
                return "{" + type + ":" + value + "}";
        }
    }
}
