package dev.keyway.sample.web;

import dev.keyway.sample.model.Membership;
import dev.keyway.sample.model.Organization;
import dev.keyway.sample.model.Role;
import dev.keyway.sample.service.AuditFeed;
import dev.keyway.sample.service.PageRequest;
import dev.keyway.sample.service.Services;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Organizations, their members (each change one transaction with the member counter), roles and audit log. */
@RestController
@RequestMapping("/orgs")
class OrgsController {

    private final Services s;
    private final AuditFeed audit;

    OrgsController(Services s, AuditFeed audit) {
        this.s = s;
        this.audit = audit;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    Organization create(JsonBody body) {
        body.expect("name", "ownerId");
        return s.orgs().create(body.text("name"), body.text("ownerId"));
    }

    @GetMapping("/{orgId}")
    Organization get(@PathVariable String orgId) {
        return s.orgs().get(orgId);
    }

    @GetMapping("/{orgId}/overview")
    Views.OverviewView overview(@PathVariable String orgId, PageRequest page) {
        return Views.OverviewView.of(s.orgs().overview(orgId, page));
    }

    @GetMapping("/{orgId}/members")
    Views.Listing members(@PathVariable String orgId, PageRequest page) {
        return Views.Listing.of(s.orgs().members(orgId, page));
    }

    @PostMapping("/{orgId}/members")
    @ResponseStatus(HttpStatus.CREATED)
    Membership addMember(@PathVariable String orgId, JsonBody body) {
        body.expect("userId", "role");
        return s.orgs().addMember(orgId, body.text("userId"), body.text("role"));
    }

    @DeleteMapping("/{orgId}/members/{userId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void removeMember(@PathVariable String orgId, @PathVariable String userId) {
        s.orgs().removeMember(orgId, userId);
    }

    /** The org's membership changes, newest first, as the audit log wrote them from the table's stream. */
    @GetMapping("/{orgId}/audit")
    Views.Listing audit(@PathVariable String orgId, PageRequest page) {
        return Views.Listing.of(audit.log().entries(s.orgs().get(orgId).orgId(), page));
    }

    @GetMapping("/{orgId}/roles")
    Views.Listing roles(@PathVariable String orgId, PageRequest page) {
        return Views.Listing.of(s.orgs().roles(orgId, page));
    }

    @PutMapping("/{orgId}/roles/{role}")
    Role putRole(@PathVariable String orgId, @PathVariable String role, JsonBody body) {
        return s.orgs().putRole(orgId, role, body.expect("permissions").texts("permissions"));
    }
}
