package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.TagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.TagResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceResponse;

/**
 * TagResource, UntagResource and ListTagsOfResource on table ARNs (API Reference; Developer Guide,
 * "Tagging restrictions": at most 50 tags, keys of 1 to 128 and values of 0 to 256 characters, no key
 * starting with {@code aws:}).
 */
final class Tags {

    static final int MAX_TAGS = 50;

    private final Catalog catalog;

    Tags(Catalog catalog) {
        this.catalog = catalog;
    }

    static void check(List<Tag> tags, String member) {
        Constraints constraints = new Constraints();
        int i = 1;
        for (Tag tag : tags) {
            String prefix = member + "." + i++ + ".member.";
            constraints.notNull(tag.key(), prefix + "key").notNull(tag.value(), prefix + "value");
            if (tag.key() != null && (tag.key().isEmpty() || tag.key().length() > 128)) {
                constraints.fail(tag.key(), prefix + "key", tag.key().isEmpty()
                        ? "Member must have length greater than or equal to 1"
                        : "Member must have length less than or equal to 128");
            }
            if (tag.value() != null && tag.value().length() > 256) {
                constraints.fail(tag.value(), prefix + "value", "Member must have length less than or equal to 256");
            }
        }
        constraints.check();
        for (Tag tag : tags) {
            if (tag.key().startsWith("aws:")) {
                throw ServiceError.validation("Invalid tag key: tag keys with the prefix aws: are reserved for use by AWS");
            }
        }
    }

    private Table table(String arn) {
        new Constraints().notNull(arn, "resourceArn").check();
        if (!arn.startsWith(Catalog.ARN_PREFIX)) {
            throw ServiceError.validation("Invalid TableArn: Invalid ResourceArn provided as input " + arn);
        }
        Table table = catalog.find(arn);
        if (table == null) {
            throw ServiceError.resourceNotFound("Requested resource not found: ResourcArn: " + arn + " not found");
        }
        return table;
    }

    TagResourceResponse tagResource(TagResourceRequest request) {
        new Constraints().notNull(request.hasTags() ? request.tags() : null, "tags").check();
        Table table = table(request.resourceArn());
        if (request.tags().isEmpty()) {
            throw ServiceError.validation("Atleast one Tag needs to be provided as Input.");
        }
        check(request.tags(), "tags");
        long added = request.tags().stream().map(Tag::key).distinct().filter(key -> !table.tags.containsKey(key)).count();
        if (table.tags.size() + added > MAX_TAGS) {
            throw ServiceError.limitExceeded("The number of tags exceeds the limit of " + MAX_TAGS + " for the resource");
        }
        for (Tag tag : request.tags()) {
            table.tags.put(tag.key(), tag.value());
        }
        return TagResourceResponse.builder().build();
    }

    UntagResourceResponse untagResource(UntagResourceRequest request) {
        new Constraints().notNull(request.hasTagKeys() ? request.tagKeys() : null, "tagKeys").check();
        Table table = table(request.resourceArn());
        if (request.tagKeys().isEmpty()) {
            throw ServiceError.validation("Atleast one Tag Key needs to be provided as Input.");
        }
        request.tagKeys().forEach(table.tags::remove);
        return UntagResourceResponse.builder().build();
    }

    ListTagsOfResourceResponse listTagsOfResource(ListTagsOfResourceRequest request) {
        Table table = table(request.resourceArn());
        List<Tag> tags = new ArrayList<>();
        for (Map.Entry<String, String> entry : table.tags.entrySet()) {
            tags.add(Tag.builder().key(entry.getKey()).value(entry.getValue()).build());
        }
        return ListTagsOfResourceResponse.builder().tags(tags).build();
    }
}
