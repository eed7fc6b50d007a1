package dev.keyway.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Projects and their tasks: newest first, by status through LSI1, status changes, and cursors. */
class ProjectsApiTest extends ApiTest {

    private String orgId;
    private String projectId;
    private String tasks;

    @BeforeEach
    void project() {
        orgId = org("Acme", user("ada@example.com", "Ada"));
        projectId = post("/orgs/" + orgId + "/projects", "{\"name\": \"Website\"}").is(201).text("projectId");
        tasks = "/orgs/" + orgId + "/projects/" + projectId + "/tasks";
    }

    private String task(String title, String status) {
        clock.advance(Duration.ofSeconds(1));
        String body = status == null ? "{\"title\": \"" + title + "\"}"
                : "{\"title\": \"" + title + "\", \"status\": \"" + status + "\"}";
        return post(tasks, body).is(201).text("taskId");
    }

    @Test
    void projectsAreListedAndFound() {
        post("/orgs/" + orgId + "/projects", "{\"name\": \"Warehouse\"}").is(201);
        assertEquals(2, all("/orgs/" + orgId + "/projects", 1).size());
        assertEquals("Website", get("/orgs/" + orgId + "/projects/" + projectId).is(200).text("name"));
        get("/orgs/" + orgId + "/projects/prj_nothing").isError(404, "project_not_found");
        get("/orgs/org_nothing/projects").isError(404, "org_not_found");
        post("/orgs/" + orgId + "/projects", "{\"name\": \"\"}").isError(400, "validation_failed");
        String other = org("Other", user("b@example.com", "B"));
        get("/orgs/" + other + "/projects/" + projectId).isError(404, "project_not_found");
        get("/orgs/" + other + "/projects/" + projectId + "/tasks").isError(404, "project_not_found");
    }

    @Test
    void tasksComeNewestFirstPageByPage() {
        List<String> created = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            created.add(task("task " + i, null));
        }
        Collections.reverse(created);
        assertEquals(created, texts(all(tasks, 3), "taskId"));
        assertEquals("TODO", get(tasks + "?limit=1").field("items").get(0).path("status").asText());
    }

    @Test
    void tasksByStatusFollowStatusChanges() {
        String a = task("a", "TODO");
        String b = task("b", "IN_PROGRESS");
        String c = task("c", "TODO");
        String d = task("d", "DONE");
        assertEquals(List.of(c, a), texts(all(tasks + "?status=TODO", 1), "taskId"));
        assertEquals(List.of(d), texts(all(tasks + "?status=DONE", 10), "taskId"));

        Res done = patch(tasks + "/" + a, "{\"status\": \"DONE\"}").is(200);
        assertEquals("DONE", done.text("status"));
        assertEquals("a", done.text("title"));
        assertEquals(List.of(c), texts(all(tasks + "?status=TODO", 10), "taskId"));
        assertEquals(List.of(d, a), texts(all(tasks + "?status=DONE", 10), "taskId"), "still by creation time, newest first");
        assertEquals(List.of(b), texts(all(tasks + "?status=IN_PROGRESS", 10), "taskId"));
        assertEquals("renamed", patch(tasks + "/" + b, "{\"title\": \"renamed\"}").is(200).text("title"));
        assertEquals(4, all(tasks, 10).size());
    }

    @Test
    void taskErrors() {
        String a = task("a", null);
        post(tasks, "{\"title\": \"x\", \"status\": \"LATER\"}").isError(400, "validation_failed");
        post(tasks, "{\"status\": \"TODO\"}").isError(400, "validation_failed");
        get(tasks + "?status=LATER").isError(400, "validation_failed");
        patch(tasks + "/" + a, "{}").isError(400, "validation_failed");
        patch(tasks + "/" + a, "{\"status\": \"NOPE\"}").isError(400, "validation_failed");
        patch(tasks + "/zzzzzzzz-t_nothing", "{\"status\": \"DONE\"}").isError(404, "task_not_found");
        patch(tasks + "/not-a-task-id", "{\"status\": \"DONE\"}").isError(404, "task_not_found");
        patch(tasks + "/nodash", "{\"status\": \"DONE\"}").isError(404, "task_not_found");
        post("/orgs/" + orgId + "/projects/prj_nothing/tasks", "{\"title\": \"x\"}").isError(404, "project_not_found");
        assertEquals(1, all(tasks, 10).size(), "a failed update creates no task");
    }

    @Test
    void aCursorContinuesOnlyItsOwnList() {
        for (int i = 0; i < 3; i++) {
            task("todo " + i, "TODO");
            task("done " + i, "DONE");
        }
        String todoCursor = get(tasks + "?status=TODO&limit=1").is(200).text("cursor");
        assertEquals(1, get(tasks + "?status=TODO&limit=1&cursor=" + encode(todoCursor)).is(200).field("items").size());
        get(tasks + "?status=DONE&limit=1&cursor=" + encode(todoCursor)).isError(400, "invalid_cursor");
        get(tasks + "?limit=1&cursor=" + encode(todoCursor)).isError(400, "invalid_cursor");
        String tampered = todoCursor.substring(0, 10) + (todoCursor.charAt(10) == 'A' ? 'B' : 'A') + todoCursor.substring(11);
        get(tasks + "?status=TODO&limit=1&cursor=" + encode(tampered)).isError(400, "invalid_cursor");
        assertTrue(get(tasks + "?status=TODO&limit=1&cursor=").is(200).field("items").size() == 1, "an empty cursor: the first page");
    }
}
