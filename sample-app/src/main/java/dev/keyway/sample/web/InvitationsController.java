package dev.keyway.sample.web;

import dev.keyway.sample.model.Invitation;
import dev.keyway.sample.model.Membership;
import dev.keyway.sample.service.InvitationService;
import dev.keyway.sample.service.PageRequest;
import dev.keyway.sample.service.Services;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Invitations: pending ones by expiry, acceptance in one transaction, 410 once expired. */
@RestController
@RequestMapping("/orgs/{orgId}/invitations")
class InvitationsController {

    private final InvitationService invitations;

    InvitationsController(Services s) {
        this.invitations = s.invitations();
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    Invitation invite(@PathVariable String orgId, JsonBody body) {
        body.expect("email", "role", "expiresInHours");
        return invitations.invite(orgId, body.text("email"), body.text("role"), body.integer("expiresInHours"));
    }

    @GetMapping
    Views.Listing pending(@PathVariable String orgId, PageRequest page) {
        InvitationService.Pending pending = invitations.pending(orgId, page);
        return Views.Listing.of(pending.items(), pending.cursor());
    }

    @GetMapping("/{inviteId}")
    Invitation get(@PathVariable String orgId, @PathVariable String inviteId) {
        return invitations.get(orgId, inviteId);
    }

    @PostMapping("/{inviteId}/accept")
    @ResponseStatus(HttpStatus.CREATED)
    Membership accept(@PathVariable String orgId, @PathVariable String inviteId, JsonBody body) {
        return invitations.accept(orgId, inviteId, body.expect("userId").text("userId"));
    }
}
