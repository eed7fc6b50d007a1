package dev.keyway.processor.read;

import dev.keyway.processor.model.KeyTemplate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Literal text of a key template that looks like a placeholder of another template syntax and
 * names a component: {@code {id}}, {@code {{id}}}, {@code ${id}}, {@code :id} and {@code $id}
 * ({@code USER#{id}} is the constant text {@code USER#{id}} to Keyway, which then writes every
 * item under one key). Only names of the record's components count, so ordinary literal text is
 * never flagged. Each is a warning with the template as it was probably meant.
 */
final class LookalikePlaceholders {

    /** A fragment of literal text and the placeholder it probably means. */
    record Lookalike(String fragment, String component) {
    }

    /**
     * The other syntaxes, longest first so that {@code ${id}} is not also read as {@code {id}}; a
     * bare {@code :id} or {@code $id} must end the literal or be followed by a delimiter.
     */
    private static final Pattern OTHER_SYNTAX = Pattern.compile(
            "\\$\\{\\s*([A-Za-z_$][A-Za-z0-9_$]*)\\s*}|\\{\\{\\s*([A-Za-z_$][A-Za-z0-9_$]*)\\s*}}"
                    + "|\\{\\s*([A-Za-z_$][A-Za-z0-9_$]*)\\s*}|[:$]([A-Za-z_][A-Za-z0-9_]*)(?=$|[#/|:.,;-])");

    private LookalikePlaceholders() {
    }

    /** Every lookalike in the template's literal text that names one of {@code components}, in order. */
    static List<Lookalike> in(KeyTemplate template, Collection<String> components) {
        List<Lookalike> found = new ArrayList<>();
        for (KeyTemplate.Part part : template.parts()) {
            if (part instanceof KeyTemplate.Literal literal) {
                Matcher matcher = OTHER_SYNTAX.matcher(literal.text());
                while (matcher.find()) {
                    String name = firstGroup(matcher);
                    if (components.contains(name)) {
                        found.add(new Lookalike(matcher.group(), name));
                    }
                }
            }
        }
        return found;
    }

    /** The template with each lookalike written as a placeholder: {@code USER#{id}} gives {@code USER#<id>}. */
    static String corrected(String template, List<Lookalike> lookalikes) {
        String corrected = template;
        for (Lookalike lookalike : lookalikes) {
            corrected = corrected.replace(lookalike.fragment(), "<" + lookalike.component() + ">");
        }
        return corrected;
    }

    private static String firstGroup(Matcher matcher) {
        for (int group = 1; group <= matcher.groupCount(); group++) {
            if (matcher.group(group) != null) {
                return matcher.group(group);
            }
        }
        throw new IllegalStateException("no name in " + matcher.group());
    }
}
