package dev.keyway.sample.service;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.stream.StreamReader;
import dev.keyway.sample.model.SaasChange;
import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Runs the {@link AuditLog} on the table's stream: a {@link StreamReader} polling on a daemon thread
 * from the stream's oldest change (DynamoDB keeps 24 hours; entries are idempotent, so reading them
 * again after a restart is harmless). One reader per process: run one instance of the app with the
 * audit log on, or move the handler to a Lambda function (keyway-lambda) for a fleet.
 */
public final class AuditFeed implements AutoCloseable {

    private final Repositories db;
    private final DynamoDbStreamsClient streams;
    private final AuditLog log;
    private StreamReader<SaasChange> reader;
    private String off = "the audit log has not started";

    public AuditFeed(Repositories db, DynamoDbStreamsClient streams) {
        this.db = db;
        this.streams = streams;
        this.log = new AuditLog(db);
    }

    /**
     * Follows the table's current stream (again, if the table was created anew).
     *
     * @return what it does, for the start-up message
     */
    public synchronized String follow() {
        close();
        try {
            reader = StreamReader.forTable(db.client(), streams, db.tableName()).build(SaasChange.DECODER, log).start();
            off = null;
            return "the audit log follows the table's stream";
        } catch (KeywayException noStream) { // a table created before it had a stream
            off = noStream.getMessage();
            return "the audit log is off: " + off;
        }
    }

    /** The audit log, for reading. @throws ServiceException (503) when the feed is not running */
    public synchronized AuditLog log() {
        if (off != null) {
            throw new ServiceException(ServiceException.Kind.UNAVAILABLE, "audit_log_off", off);
        }
        return log;
    }

    /** Waits until every change written so far is in the log. */
    public void awaitCaughtUp(Duration timeout) {
        StreamReader<SaasChange> current;
        synchronized (this) {
            current = reader;
        }
        if (current == null) {
            throw new ServiceException(ServiceException.Kind.UNAVAILABLE, "audit_log_off", off);
        }
        current.awaitCaughtUp(timeout);
    }

    @Override
    public synchronized void close() {
        if (reader != null) {
            reader.close();
            reader = null;
            off = "the audit log has stopped";
        }
    }
}
