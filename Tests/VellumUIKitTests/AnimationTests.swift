import Testing
import VellumUIKit

// UIKit's block animations as UIKit code writes them: the final state is what Vellum draws.

/// A panel that expands by animating its height constraint, as UIKit code does.
private final class ExpandingPanel: UIView {
    private var heightConstraint: NSLayoutConstraint!
    private(set) var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        heightConstraint = heightAnchor.constraint(equalToConstant: 40)
        heightConstraint.isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func expand() {
        heightConstraint.constant = 120
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            self.superview?.layoutIfNeeded()
            self.alpha = 0.5
        } completion: { finished in
            self.log.append("completed \(finished)")
        }
    }
}

@Suite struct AnimationTests {
    @Test func aConstraintAnimationEndsInItsFinalStateAndCompletes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let panel = ExpandingPanel(frame: .zero)
        container.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: container.topAnchor),
            panel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        panel.expand()
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 200, height: 120))
        #expect(panel.alpha == 0.5)
        #expect(panel.log == ["completed true"])
    }

    @Test func everyBlockAnimationRunsItsChangesAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var steps: [String] = []
        UIView.animate(withDuration: 0.2) { view.alpha = 0.2 }
        UIView.animate(withDuration: 0.2, animations: { steps.append("plain") }) {
            steps.append("done \($0)")
        }
        UIView.animate(
            withDuration: 0.4, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
            options: .allowUserInteraction,
            animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) })
        UIView.transition(
            with: view, duration: 0.3, options: .transitionCrossDissolve,
            animations: {
                view.backgroundColor = .systemRed
            })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { steps.append("key 1") }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { steps.append("key 2") }
        }
        UIView.performWithoutAnimation { steps.append("still") }
        #expect(view.alpha == 0.2 && view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.frame == CGRect(x: -5, y: -5, width: 20, height: 20))
        #expect(view.backgroundColor == .systemRed)
        #expect(steps == ["plain", "done true", "key 1", "key 2", "still"])
    }
}
