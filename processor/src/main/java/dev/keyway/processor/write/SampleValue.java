package dev.keyway.processor.write;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One attribute value of a sample item as DynamoDB stores it: its type ({@code S}, {@code N},
 * {@code B}, {@code BOOL}, {@code SS}, {@code NS}, {@code BS}, {@code L}, {@code M}) and its
 * content — a {@code String} (numbers as text, binary as base64), a {@code Boolean}, a list of
 * strings (sets), a list of values ({@code L}) or an ordered map of values ({@code M}).
 */
public record SampleValue(String type, Object content) {

    static SampleValue s(String text) {
        return new SampleValue("S", text);
    }

    static SampleValue n(String number) {
        return new SampleValue("N", number);
    }

    /** The text of an {@code S} value. */
    public String text() {
        return (String) content;
    }

    /** The value in DynamoDB's JSON form ({@code {"S": "..."}}), for the Workbench model. */
    Map<String, Object> json() {
        Object inner = content;
        if (content instanceof List<?> list && type.equals("L")) {
            List<Object> values = new ArrayList<>();
            list.forEach(element -> values.add(((SampleValue) element).json()));
            inner = values;
        } else if (content instanceof Map<?, ?> map) {
            Map<String, Object> values = new LinkedHashMap<>();
            map.forEach((name, value) -> values.put((String) name, ((SampleValue) value).json()));
            inner = values;
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put(type, inner);
        return json;
    }

    /** Short text for a person: strings as they are, lists in brackets, maps in braces. */
    public String display() {
        if (content instanceof List<?> list) {
            List<String> elements = new ArrayList<>();
            for (Object element : list) {
                elements.add(element instanceof SampleValue value ? value.display() : element.toString());
            }
            return (type.equals("L") ? "[" : "{") + String.join(", ", elements) + (type.equals("L") ? "]" : "}");
        }
        if (content instanceof Map<?, ?> map) {
            List<String> entries = new ArrayList<>();
            map.forEach((name, value) -> entries.add(name + ": " + ((SampleValue) value).display()));
            return "{" + String.join(", ", entries) + "}";
        }
        return content.toString();
    }
}
