package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.enrollment.Course;
import dev.keyway.it.designs.enrollment.CourseItem;
import dev.keyway.it.designs.enrollment.CourseItemCollection;
import dev.keyway.it.designs.enrollment.CourseRepository;
import dev.keyway.it.designs.enrollment.CourseSchema;
import dev.keyway.it.designs.enrollment.Enrollment;
import dev.keyway.it.designs.enrollment.EnrollmentKeys;
import dev.keyway.it.designs.enrollment.EnrollmentRepository;
import dev.keyway.it.designs.enrollment.EnrollmentSchema;
import dev.keyway.it.designs.enrollment.Student;
import dev.keyway.it.designs.enrollment.StudentItem;
import dev.keyway.it.designs.enrollment.StudentItemCollection;
import dev.keyway.it.designs.enrollment.StudentRepository;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The many-to-many adjacency list with an inverted index, as the README's
 * {@code Enrollment} example writes it, with the student and the course as item collections of the
 * table and of the inverted index.
 */
class ManyToManyDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final LocalDate SEPT = LocalDate.parse("2024-09-01");

    private DynamoDbClient client;
    private StudentRepository students;
    private CourseRepository courses;
    private EnrollmentRepository enrollments;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        students = new StudentRepository(client);
        courses = new CourseRepository(client);
        enrollments = new EnrollmentRepository(client);
        enrollments.createTable();
        WriteBatch.on(client)
                .putAll(students, List.of(new Student("s1", "Ann"), new Student("s2", "Bob"), new Student("s3", "Cid")))
                .putAll(courses, List.of(new Course("math", "Algebra", 2), new Course("art", "Drawing", 10)))
                .execute().orThrow();
        enroll("s1", "math");
        enroll("s2", "math");
        enroll("s1", "art");
    }

    /** Creates the enrollment and takes a seat, in one transaction: a full course refuses it. */
    private void enroll(String studentId, String courseId) {
        WriteTransaction.on(client)
                .create(enrollments, new Enrollment(studentId, courseId, SEPT))
                .update(courses.update(courseId).decrement(CourseSchema.CAPACITY, 1).when(CourseSchema.CAPACITY.gt(0)))
                .execute();
    }

    @Test
    void theRelationshipReadsBothWays() {
        assertEquals(List.of("art", "math"), enrollments.coursesOf("s1").stream().map(Enrollment::courseId).toList());
        assertEquals(List.of("s1", "s2"), enrollments.studentsOf("math").stream().map(Enrollment::studentId).toList());
        assertEquals(List.of("math"), enrollments.coursesOf("s1").courseId().gt("b").stream().map(Enrollment::courseId).toList());
        assertEquals(List.of("s2"), enrollments.studentsOf("math").studentId().eq("s2").stream().map(Enrollment::studentId).toList());
        assertTrue(enrollments.coursesOf("s3").stream().findAny().isEmpty());
    }

    @Test
    void aStudentOrACourseWithItsEnrollmentsInOneQuery() {
        List<StudentItem> ann = new StudentItemCollection(client).query("s1").stream().toList();
        assertEquals(3, ann.size());
        assertEquals("art", ((Enrollment) ann.get(0)).courseId());           // COURSE#... sorts before PROFILE
        assertInstanceOf(Student.class, ann.get(2));

        List<CourseItem> math = new CourseItemCollection(client).query("math").stream().toList();
        assertEquals(3, math.size());
        assertInstanceOf(Course.class, math.get(0));                          // COURSE sorts before STUDENT#
        assertEquals(0, ((Course) math.get(0)).capacity());
        List<CourseItem> onlyStudents = new CourseItemCollection(client).query("math")
                .sortKey().beginsWith(EnrollmentKeys.invertedSortKeyPrefix()).stream().toList();
        assertEquals(2, onlyStudents.size());
        assertTrue(onlyStudents.stream().allMatch(Enrollment.class::isInstance));
    }

    @Test
    void aFullCourseOrADoubleEnrollmentIsRefused() {
        TransactionFailedException full = assertThrows(TransactionFailedException.class, () -> enroll("s3", "math"));
        assertInstanceOf(ConditionFailedException.class, full.failed().get(0).cause().orElseThrow());
        assertTrue(enrollments.get("s3", "math").isEmpty());
        TransactionFailedException twice = assertThrows(TransactionFailedException.class, () -> enroll("s1", "art"));
        assertInstanceOf(ItemAlreadyExistsException.class, twice.failed().get(0).cause().orElseThrow());
        assertEquals(9, courses.get("art").orElseThrow().capacity());
    }

    @Test
    void updateAndDropAnEnrollment() {
        Enrollment moved = enrollments.update("s1", "math").set(EnrollmentSchema.SINCE, SEPT.plusDays(7)).execute();
        assertEquals(SEPT.plusDays(7), moved.since());
        assertEquals(SEPT.plusDays(7), enrollments.studentsOf("math").studentId().eq("s1").stream().findFirst().orElseThrow().since());
        WriteTransaction.on(client)
                .delete(enrollments, EnrollmentKeys.primaryKey("s1", "math"))
                .update(courses.update("math").increment(CourseSchema.CAPACITY, 1))
                .execute();
        assertEquals(List.of("s2"), enrollments.studentsOf("math").stream().map(Enrollment::studentId).toList());
        enroll("s3", "math");
        assertEquals(List.of("s2", "s3"), enrollments.studentsOf("math").stream().map(Enrollment::studentId).toList());
    }
}
