package dev.keyway.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamViewType;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * The AWS SDK's stream records (what {@code GetRecords} answers) as the event Lambda's event source
 * mapping sends a function: the reverse of {@link LambdaStreamEvents#record}, for the tests' mapping.
 */
final class LambdaEvents {

    private LambdaEvents() {
    }

    static DynamodbEvent event(String streamArn, List<Record> records) {
        DynamodbEvent event = new DynamodbEvent();
        event.setRecords(records.stream().map(record -> record(streamArn, record)).toList());
        return event;
    }

    static DynamodbEvent.DynamodbStreamRecord record(String streamArn, Record sdk) {
        DynamodbEvent.DynamodbStreamRecord record = new DynamodbEvent.DynamodbStreamRecord();
        record.setEventSourceARN(streamArn);
        record.setEventID(sdk.eventID());
        record.setEventName(sdk.eventNameAsString());
        record.setEventVersion(sdk.eventVersion());
        record.setEventSource(sdk.eventSource());
        record.setAwsRegion(sdk.awsRegion());
        if (sdk.userIdentity() != null) {
            Identity identity = new Identity();
            identity.setType(sdk.userIdentity().type());
            identity.setPrincipalId(sdk.userIdentity().principalId());
            record.setUserIdentity(identity);
        }
        software.amazon.awssdk.services.dynamodb.model.StreamRecord change = sdk.dynamodb();
        if (change != null) {
            StreamRecord stream = new StreamRecord();
            stream.setSequenceNumber(change.sequenceNumber());
            stream.setSizeBytes(change.sizeBytes());
            if (change.streamViewTypeAsString() != null) {
                stream.setStreamViewType(StreamViewType.fromValue(change.streamViewTypeAsString()));
            }
            if (change.approximateCreationDateTime() != null) {
                stream.setApproximateCreationDateTime(Date.from(change.approximateCreationDateTime()));
            }
            if (change.hasKeys()) {
                stream.setKeys(item(change.keys()));
            }
            if (change.hasNewImage()) {
                stream.setNewImage(item(change.newImage()));
            }
            if (change.hasOldImage()) {
                stream.setOldImage(item(change.oldImage()));
            }
            record.setDynamodb(stream);
        }
        return record;
    }

    private static Map<String, AttributeValue> item(
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item) {
        Map<String, AttributeValue> converted = new LinkedHashMap<>();
        item.forEach((name, value) -> converted.put(name, value(value)));
        return converted;
    }

    private static AttributeValue value(software.amazon.awssdk.services.dynamodb.model.AttributeValue sdk) {
        AttributeValue value = new AttributeValue();
        switch (sdk.type()) {
            case S -> value.setS(sdk.s());
            case N -> value.setN(sdk.n());
            case B -> value.setB(sdk.b().asByteBuffer());
            case BOOL -> value.setBOOL(sdk.bool());
            case NUL -> value.setNULL(true);
            case SS -> value.setSS(sdk.ss());
            case NS -> value.setNS(sdk.ns());
            case BS -> value.setBS(sdk.bs().stream().map(SdkBytes::asByteBuffer).toList());
            case M -> value.setM(item(sdk.m()));
            case L -> value.setL(sdk.l().stream().map(LambdaEvents::value).toList());
            default -> throw new IllegalArgumentException("An attribute value of no DynamoDB type: " + sdk);
        }
        return value;
    }
}
