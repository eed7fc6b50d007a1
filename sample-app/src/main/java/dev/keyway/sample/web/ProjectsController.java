package dev.keyway.sample.web;

import dev.keyway.sample.model.Project;
import dev.keyway.sample.model.Task;
import dev.keyway.sample.model.TaskStatus;
import dev.keyway.sample.service.PageRequest;
import dev.keyway.sample.service.Services;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Projects of an org and their tasks: newest first, by status through LSI1. */
@RestController
@RequestMapping("/orgs/{orgId}/projects")
class ProjectsController {

    private final Services s;

    ProjectsController(Services s) {
        this.s = s;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    Project create(@PathVariable String orgId, JsonBody body) {
        return s.projects().create(orgId, body.expect("name").text("name"));
    }

    @GetMapping
    Views.Listing list(@PathVariable String orgId, PageRequest page) {
        return Views.Listing.of(s.projects().list(orgId, page));
    }

    @GetMapping("/{projectId}")
    Project get(@PathVariable String orgId, @PathVariable String projectId) {
        return s.projects().get(orgId, projectId);
    }

    @PostMapping("/{projectId}/tasks")
    @ResponseStatus(HttpStatus.CREATED)
    Task createTask(@PathVariable String orgId, @PathVariable String projectId, JsonBody body) {
        body.expect("title", "status");
        return s.projects().createTask(orgId, projectId, body.text("title"), body.constant("status", TaskStatus.class));
    }

    @GetMapping("/{projectId}/tasks")
    Views.Listing tasks(@PathVariable String orgId, @PathVariable String projectId,
                        @RequestParam(required = false) String status, PageRequest page) {
        TaskStatus wanted = status == null || status.isEmpty() ? null : JsonBody.constant(status, "status", TaskStatus.class);
        return Views.Listing.of(s.projects().tasks(orgId, projectId, wanted, page));
    }

    @PatchMapping("/{projectId}/tasks/{taskId}")
    Task updateTask(@PathVariable String orgId, @PathVariable String projectId, @PathVariable String taskId,
                    JsonBody body) {
        body.expect("status", "title");
        return s.projects().updateTask(orgId, projectId, taskId, body.constant("status", TaskStatus.class),
                body.text("title"));
    }
}
