package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.compile;
import static dev.keyway.processor.support.GeneratedClasses.generatedSource;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code if} that keeps an item without its index-key components out of a sparse index stays under
 * 120 columns: the line ends in {@code ") {"}, two columns more than a statement's {@code ";"}, and a
 * condition that fits a statement's width by one or two columns used to overrun it (the guide's sparse
 * index design, {@code Ticket}, wrote a line of 122).
 */
class SparseIndexCheckWidthTest {

    @Test
    void theSparseIndexConditionBreaksBeforePassingTheWidth() {
        String schema = generatedSource(compile(source("t.sparse.Ticket", """
                @Entity(table = "SupportTickets")
                @PartitionKey("TICKET#<ticketId>")
                @SortKey("TICKET")
                @Gsi(index = "Escalated", partitionKey = "ESCALATED#<queue>", sortKey = "<escalatedAt>#<ticketId>")
                public record Ticket(String ticketId, String queue, String title, java.util.Optional<java.time.Instant> escalatedAt) {}
                """)).compilation(), "t/sparse/TicketSchema.java");

        List<String> tooLong = schema.lines().filter(line -> line.length() > 120).toList();
        assertEquals(List.of(), tooLong);
        assertTrue(schema.contains("        if (ticket.queue() != null && AttributeValues.unwrap(ticket.escalatedAt()) != null &&\n"
                + "                ticket.ticketId() != null) {\n"), schema);
    }
}
