package dev.keyway.processor.write;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The design artifacts written beside each table class, each with the name that switches it in
 * the {@value DesignOptions#FILES} processor option and the suffix of its file.
 */
public enum DesignArtifact {

    /** {@code ShopTable.md}, the single-table design sheet. */
    SHEET(".md"),
    /** {@code ShopTable.cfn.json}, the CloudFormation fragment. */
    CLOUDFORMATION(".cfn.json"),
    /** {@code ShopTable.workbench.json}, the NoSQL Workbench data model. */
    WORKBENCH(".workbench.json"),
    /** {@code ShopTable.html}, the table sheet. */
    HTML(".html");

    private final String suffix;

    DesignArtifact(String suffix) {
        this.suffix = suffix;
    }

    /** The suffix after the table class's simple name: {@code ".md"}. */
    public String suffix() {
        return suffix;
    }

    /** The name an option value gives it: {@code sheet}, {@code cloudformation}, {@code workbench}, {@code html}. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Every option name, for messages: {@code sheet, cloudformation, workbench, html}. */
    static String optionNames() {
        return Arrays.stream(values()).map(DesignArtifact::optionName).collect(Collectors.joining(", "));
    }
}
