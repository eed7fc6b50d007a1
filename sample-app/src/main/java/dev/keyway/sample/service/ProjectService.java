package dev.keyway.sample.service;

import dev.keyway.runtime.Page;
import dev.keyway.sample.model.Project;
import dev.keyway.sample.model.Task;
import dev.keyway.sample.model.TaskSchema;
import dev.keyway.sample.model.TaskStatus;
import java.time.Clock;
import java.time.Instant;

/**
 * Projects of an org and their tasks. A task's sort key holds its creation time, so a task id
 * starts with that time ({@code <epoch millis, base 36>-<id>}): the id alone finds the item.
 */
public final class ProjectService {

    private final Repositories db;
    private final OrgService orgs;
    private final Ids ids;
    private final Clock clock;

    public ProjectService(Repositories db, OrgService orgs, Ids ids, Clock clock) {
        this.db = db;
        this.orgs = orgs;
        this.ids = ids;
        this.clock = clock;
    }

    /** Creates a project in the org. */
    public Project create(String orgId, String name) {
        String projectName = Validation.text(name, "name", 100);
        return db.projects().create(new Project(orgs.get(orgId).orgId(), ids.next("prj"), projectName,
                UserService.now(clock)));
    }

    /** The org's project with this id. */
    public Project get(String orgId, String projectId) {
        return db.projects().get(Validation.text(orgId, "orgId", 64), Validation.text(projectId, "projectId", 64))
                .orElseThrow(() -> ServiceException.notFound("project", projectId));
    }

    /** A page of the org's projects ({@code PK = "PROJECTS#<orgId>" AND begins_with(SK, "PROJECT#")}). */
    public Page<Project> list(String orgId, PageRequest page) {
        return page.read(db.projects().projectsOf(orgs.get(orgId).orgId()));
    }

    /** Adds a task to a project, {@code TODO} unless a status is given. */
    public Task createTask(String orgId, String projectId, String title, TaskStatus status) {
        Project project = get(orgId, projectId);
        Instant createdAt = UserService.now(clock);
        String taskId = Long.toString(createdAt.toEpochMilli(), 36) + "-" + ids.next("t");
        return db.tasks().create(new Task(project.projectId(), taskId, createdAt,
                status == null ? TaskStatus.TODO : status, Validation.text(title, "title", 200), project.orgId()));
    }

    /**
     * A page of a project's tasks, newest first: all of them ({@code PK = "TASKS#<projectId>" AND
     * begins_with(SK, "TASK#")}), or those of one status through LSI1
     * ({@code begins_with(LSI1SK, "STATUS#<status>#")}).
     */
    public Page<Task> tasks(String orgId, String projectId, TaskStatus status, PageRequest page) {
        Project project = get(orgId, projectId);
        return status == null ? page.read(db.tasks().tasksOf(project.projectId()))
                : page.read(db.tasks().tasksByStatus(project.projectId()).status().eq(status));
    }

    /** Changes a task's status and title (either may be null: unchanged); the update rewrites its LSI1 key. */
    public Task updateTask(String orgId, String projectId, String taskId, TaskStatus status, String title) {
        Project project = get(orgId, projectId);
        if (status == null && title == null) {
            throw ServiceException.invalid("status", "give a status or a title to change");
        }
        var update = db.tasks().update(project.projectId(), createdAt(taskId), taskId).onlyIfExists();
        if (status != null) {
            update = update.set(TaskSchema.STATUS, status);
        }
        if (title != null) {
            update = update.set(TaskSchema.TITLE, Validation.text(title, "title", 200));
        }
        return update.tryExecute().orElseThrow(() -> ServiceException.notFound("task", taskId));
    }

    private static Instant createdAt(String taskId) {
        int dash = taskId.indexOf('-');
        try {
            return Instant.ofEpochMilli(Long.parseLong(taskId.substring(0, Math.max(dash, 0)), 36));
        } catch (NumberFormatException | java.time.DateTimeException e) {
            throw ServiceException.notFound("task", taskId);
        }
    }
}
